import { ZSaveCredentialsBody, ZWhitelabelBody } from '@atrium/contracts/app-tokens';
import type { TWhitelabelConfig } from '@atrium/contracts/installs';

export interface CredentialRow {
  key: number;
  name: string;
  value: string;
}

export type CredentialErrors = Record<number, { name?: string; value?: string }>;

/** The form's texts in the reader's language; the contract's own messages are English. */
export interface CredentialMessages {
  nameRequired: string;
  nameRule: string;
  duplicate: string;
  valueRequired: string;
  valueTooLong: string;
  atLeastOne: string;
  atMost: string;
}

export type CredentialsResult =
  | { ok: true; body: { installId: string; credentials: Record<string, string> } }
  | { ok: false; errors: CredentialErrors; form?: string };

/**
 * The credentials form's rows as the save body, checked with the contract; errors point at the row.
 * Empty rows are skipped (a fresh form keeps one), and a name given twice is an error, not a silent overwrite.
 */
export function credentialsBody(installId: string, rows: CredentialRow[], messages: CredentialMessages): CredentialsResult {
  const filled = rows.filter((row) => row.name.trim() || row.value.trim());
  const errors: CredentialErrors = {};
  const add = (key: number, field: 'name' | 'value', message: string) => {
    errors[key] = { ...errors[key], [field]: errors[key]?.[field] ?? message };
  };
  const seen = new Set<string>();
  for (const row of filled) {
    const name = row.name.trim();
    if (!name) add(row.key, 'name', messages.nameRequired);
    else if (seen.has(name)) add(row.key, 'name', messages.duplicate);
    seen.add(name);
  }
  const credentials = Object.fromEntries(filled.map((row) => [row.name.trim(), row.value]));
  const parsed = ZSaveCredentialsBody.safeParse({ installId, credentials });
  let form: string | undefined;
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = issue.path[1];
      const row = filled.find((r) => r.name.trim() === name);
      if (!row) form = Object.keys(credentials).length === 0 ? messages.atLeastOne : messages.atMost;
      else if (issue.code === 'invalid_key') add(row.key, 'name', messages.nameRule);
      else add(row.key, 'value', issue.code === 'too_big' ? messages.valueTooLong : messages.valueRequired);
    }
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors, form };
  return { ok: true, body: { installId, credentials: parsed.data.credentials } };
}

export interface WhitelabelValues {
  displayName: string;
  logoUrl: string;
  primaryColor: string;
  hideBranding: boolean;
}

export const whitelabelValues = (config: TWhitelabelConfig | null): WhitelabelValues => ({
  displayName: config?.displayName ?? '',
  logoUrl: config?.logoUrl ?? '',
  primaryColor: config?.primaryColor ?? '',
  hideBranding: config?.hideBranding ?? false,
});

/** Blank fields mean "not set" (null), so clearing a field removes the setting. */
export function whitelabelBody(installId: string, values: WhitelabelValues) {
  const orNull = (text: string) => text.trim() || null;
  return ZWhitelabelBody.safeParse({
    installId,
    displayName: orNull(values.displayName),
    logoUrl: orNull(values.logoUrl),
    primaryColor: orNull(values.primaryColor),
    hideBranding: values.hideBranding,
  });
}
