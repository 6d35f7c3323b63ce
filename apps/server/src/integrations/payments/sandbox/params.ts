import { invalidRequest, missingParam } from './errors';
import type { Param, Params } from './form';

/** Stripe refuses what it does not know: `Received unknown parameter: <name>` (a typo never passes silently). */
export function allowParams(params: Params, names: readonly string[]): void {
  for (const name of Object.keys(params)) {
    if (name !== 'expand' && !names.includes(name)) {
      throw invalidRequest(`Received unknown parameter: ${name}`, name, 'parameter_unknown');
    }
  }
}

/** A nested group (`card[number]`, `transfer_data[destination]`) as its own params, or undefined. */
export function groupOf(params: Params, name: string): Params | undefined {
  const value = params[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) throw invalidRequest(`Invalid object`, name);
  return value;
}

export function stringOf(params: Params, name: string, options: { required: true; max?: number }): string;
export function stringOf(params: Params, name: string, options?: { required?: false; max?: number }): string | undefined;
export function stringOf(params: Params, name: string, options: { required?: boolean; max?: number } = {}) {
  const value = params[name];
  if (value === undefined) {
    if (options.required) throw missingParam(name);
    return undefined;
  }
  if (typeof value !== 'string') throw invalidRequest(`Invalid string: ${JSON.stringify(value)}`, name);
  if (options.required && value === '') throw missingParam(name);
  if (options.max !== undefined && value.length > options.max) {
    throw invalidRequest(`Invalid string: ${value.slice(0, 20)}...; must be at most ${options.max} characters`, name);
  }
  return value;
}

export function integerOf(params: Params, name: string, options: { required: true; min?: number }): number;
export function integerOf(params: Params, name: string, options?: { required?: false; min?: number }): number | undefined;
export function integerOf(params: Params, name: string, options: { required?: boolean; min?: number } = {}) {
  const raw = params[name];
  if (raw === undefined || raw === '') {
    if (options.required) throw missingParam(name);
    return undefined;
  }
  if (typeof raw !== 'string' || !/^-?\d+$/.test(raw) || !Number.isSafeInteger(Number(raw))) {
    throw invalidRequest(`Invalid integer: ${typeof raw === 'string' ? raw : JSON.stringify(raw)}`, name);
  }
  const value = Number(raw);
  if (options.min !== undefined && value < options.min) {
    throw invalidRequest(`This value must be greater than or equal to ${options.min}.`, name);
  }
  return value;
}

export function booleanOf(params: Params, name: string): boolean | undefined {
  const raw = params[name];
  if (raw === undefined || raw === '') return undefined;
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  throw invalidRequest(`Invalid boolean: ${typeof raw === 'string' ? raw : JSON.stringify(raw)}`, name);
}

export function enumOf<T extends string>(params: Params, name: string, values: readonly T[], required = false): T | undefined {
  const raw = required ? stringOf(params, name, { required: true }) : stringOf(params, name);
  if (raw === undefined || raw === '') return undefined;
  if (!(values as readonly string[]).includes(raw)) {
    throw invalidRequest(`Invalid ${name}: must be one of ${values.join(', ')}`, name);
  }
  return raw as T;
}

/** A list of strings (`expand[0]=a`, `enabled_events[]=*`). */
export function stringListOf(params: Params, name: string): string[] | undefined {
  const raw: Param | undefined = params[name];
  if (raw === undefined || raw === '') return undefined;
  const list = typeof raw === 'string' ? [raw] : Array.isArray(raw) ? raw : null;
  if (!list || list.some((item) => typeof item !== 'string')) throw invalidRequest('Invalid array', name);
  return list as string[];
}

/** A positive amount in the currency's minor unit, as Stripe wants it. */
export const amountOf = (params: Params, name = 'amount') => integerOf(params, name, { required: true, min: 1 });

/** A three-letter currency, lower case at Stripe (`usd`). */
export function currencyOf(params: Params, required = true): string | undefined {
  const raw = required ? stringOf(params, 'currency', { required: true }) : stringOf(params, 'currency');
  if (raw === undefined) return undefined;
  if (!/^[a-zA-Z]{3}$/.test(raw)) throw invalidRequest(`Invalid currency: ${raw}.`, 'currency');
  return raw.toLowerCase();
}

const METADATA_MAX_KEYS = 50;
const METADATA_KEY_MAX = 40;
const METADATA_VALUE_MAX = 500;

/**
 * Metadata as Stripe merges it: new keys are added, a key set to '' is removed, `metadata=''` empties it all;
 * 50 keys at most, keys up to 40 characters, values up to 500.
 */
export function mergeMetadata(existing: Record<string, string>, params: Params): Record<string, string> {
  const raw = params.metadata;
  if (raw === undefined) return existing;
  if (raw === '') return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) throw invalidRequest('Invalid object', 'metadata');
  const merged = { ...existing };
  for (const [key, value] of Object.entries(raw)) {
    if (typeof value !== 'string') throw invalidRequest(`Invalid value for metadata[${key}]`, `metadata[${key}]`);
    if (key.length > METADATA_KEY_MAX) {
      throw invalidRequest(`Metadata keys can have up to ${METADATA_KEY_MAX} characters: ${key}`, `metadata[${key}]`);
    }
    if (value.length > METADATA_VALUE_MAX) {
      throw invalidRequest(`Metadata values can have up to ${METADATA_VALUE_MAX} characters`, `metadata[${key}]`);
    }
    if (value === '') delete merged[key];
    else merged[key] = value;
  }
  if (Object.keys(merged).length > METADATA_MAX_KEYS) {
    throw invalidRequest(`Metadata can have up to ${METADATA_MAX_KEYS} keys`, 'metadata');
  }
  return merged;
}
