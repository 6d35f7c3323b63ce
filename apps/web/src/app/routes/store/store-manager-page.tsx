/** Built by issue 23 (helper C2). */
export function StoreManagerPage() {
  return null;
}
