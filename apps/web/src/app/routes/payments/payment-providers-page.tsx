/** Built by issue 23 (helper B). */
export function PaymentProvidersPage() {
  return null;
}
