import type { TConsoleAppRow } from '@atrium/contracts/app-console';

/** A partner as the console lists them (the contract names no type for ZPartnerRef). */
export type TPartnerRef = TConsoleAppRow['partner'];
