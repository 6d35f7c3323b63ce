import type { TRole } from '@atrium/contracts/roles';
import { writesRow } from '../../utils/ownership';
import type { AuthoringItem } from '../descriptor/group-descriptor';

/** Whether this viewer may change an item; everything else they see is read-only here (the server refuses it anyway). */
export const canWrite = (role: TRole | undefined, item: Pick<AuthoringItem, 'owner'>) => writesRow(item.owner, role);
