/** The payments screens as one lazy chunk (issue 23): the agency's payments area and Stripe's return. */
export { AgencyStripeReturnPage } from './agency-stripe-return-page';
export { PaymentProvidersPage } from './payment-providers-page';
