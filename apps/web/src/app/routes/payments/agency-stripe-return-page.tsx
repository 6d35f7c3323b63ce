/** Built by issue 23 (helper B). */
export function AgencyStripeReturnPage() {
  return null;
}
