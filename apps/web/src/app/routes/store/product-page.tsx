/** Built by issue 23 (helper C2). */
export function ProductPage() {
  return null;
}
