import type { TRole } from '@atrium/contracts/roles';
import type { AuthoringItem } from '@/features/education/authoring/descriptor/group-descriptor';
import { writesRow } from '@/features/education/utils/ownership';

/** Whether this viewer may change an item; everything else they see is read-only here (the server refuses it anyway). */
export const canWrite = (role: TRole | undefined, item: Pick<AuthoringItem, 'owner'>) => writesRow(item.owner, role);
