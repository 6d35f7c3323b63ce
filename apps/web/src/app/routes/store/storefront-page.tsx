/** Built by issue 23 (helper C2). */
export function StorefrontPage() {
  return null;
}
