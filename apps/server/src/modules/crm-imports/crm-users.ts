import { randomBytes } from 'node:crypto';
import type { CrmUserInput } from '../../integrations/crm/crm-api';
import type { CrmClient } from '../../integrations/crm/crm-client';
import type { CrmAgencyCall } from './crm-writer';

/** A person as the CRM's CreateUserDto takes them, without the company and the password Atrium fills in. */
export type CrmPersonInput = Omit<CrmUserInput, 'companyId' | 'password'>;

/**
 * The CRM asks for a password with every new user (CreateUserDto). The person signs in to Atrium with their own and
 * reaches the CRM from it; this one is random, never kept, and sets off no password rule (letters of both cases,
 * digits and a sign).
 */
const unusedPassword = () => `${randomBytes(24).toString('base64url')}aA1!`;

/**
 * Creates a person in the CRM with the agency's token and answers their CRM id. A user the CRM already has with this
 * email (created by an import that stopped before Atrium stored the id, or by hand) is taken as they are: importing
 * the same file again creates nobody twice.
 */
export const usersCreatedWith =
  (write: CrmAgencyCall, client: CrmClient) =>
  (person: CrmPersonInput): Promise<string> =>
    write('user', async (accessToken, companyId) => {
      const email = person.email.toLowerCase();
      const found = await client.searchUsers({ accessToken, companyId, query: email, limit: 100 });
      const same = found.users.find((u) => !u.deleted && u.email.trim().toLowerCase() === email);
      if (same) return same.id;
      const created = await client.createUser({ accessToken, user: { ...person, companyId, password: unusedPassword() } });
      return created.id;
    });
