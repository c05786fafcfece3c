/**
 * The generic validators (docs/product.md#validation-and-formatting). Each is a plain function returning
 * `true` or a message key, so the same rule drives a React form (look the key up, or map it to i18n) and a
 * zod schema on the server.
 */
import { LIMITS } from './constants.ts';

/** Keys are stable identifiers: the web maps them to i18n keys, so never rename one. */
export const VALIDATION_MESSAGES = {
  required: 'This field is required',
  min: 'The value is too small',
  max: 'The value is too large',
  length: 'The value has the wrong length',
  maxLength: 'The value is too long',
  alphaNum: 'Only letters and digits are allowed',
  alphaSpaces: 'Only letters and spaces are allowed',
  numeric: 'Only digits are allowed',
  digits: 'The value has the wrong number of digits',
  confirmed: 'Passwords do not match',
  noWhitespace: 'Spaces are not allowed',
  email: 'Invalid email',
  password:
    'The password must be at least 8 characters of Latin letters and digits only, with at least one digit, ' +
    'one lowercase and one uppercase letter',
  phone: 'Invalid phone number',
  phoneHint: 'Enter the number in international format',
  employeeName: 'The full name must be at most 3 words',
  workingHours: 'Enter the correct availability schedule',
  notEmpty: "This field can't be empty",
  incorrectEmail: 'incorrect e-mail',
} as const;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;
export type ValidationResult = true | ValidationMessageKey;

/** What a form field may hold. */
export type FieldValue = string | number | null | undefined;

// Every rule except `required` passes an empty value, so an optional field is just the rule and a
// mandatory one is `required` plus the rule (the vee-validate convention the rule names come from).
const isEmpty = (value: FieldValue): value is '' | null | undefined =>
  value === null || value === undefined || value === '';

const asText = (value: string | number): string => (typeof value === 'number' ? String(value) : value);

// Counted in code points, not UTF-16 units: an emoji is one character to the user and to PostgreSQL.
const textLength = (value: string): number => [...value].length;

const toNumber = (value: string | number): number => {
  if (typeof value === 'number') return value;
  return value.trim() === '' ? Number.NaN : Number(value);
};

export const required = (value: unknown): ValidationResult => {
  if (value === null || value === undefined || value === false) return 'required';
  if (typeof value === 'string') return value.trim() === '' ? 'required' : true;
  if (typeof value === 'number') return Number.isNaN(value) ? 'required' : true;
  if (Array.isArray(value)) return value.length === 0 ? 'required' : true;
  return true;
};

export const min = (value: FieldValue, n: number): ValidationResult => {
  if (isEmpty(value)) return true;
  const number = toNumber(value);
  if (Number.isNaN(number)) return 'numeric';
  return number >= n ? true : 'min';
};

export const max = (value: FieldValue, n: number): ValidationResult => {
  if (isEmpty(value)) return true;
  const number = toNumber(value);
  if (Number.isNaN(number)) return 'numeric';
  return number <= n ? true : 'max';
};

export const length = (value: FieldValue, n: number): ValidationResult => {
  if (isEmpty(value)) return true;
  return textLength(asText(value)) === n ? true : 'length';
};

export const maxLength = (value: FieldValue, n: number): ValidationResult => {
  if (isEmpty(value)) return true;
  return textLength(asText(value)) <= n ? true : 'maxLength';
};

export const alphaNum = (value: FieldValue): ValidationResult => {
  if (isEmpty(value)) return true;
  return /^[\p{L}\p{Nd}]+$/u.test(asText(value)) ? true : 'alphaNum';
};

export const alphaSpaces = (value: FieldValue): ValidationResult => {
  if (isEmpty(value)) return true;
  return /^[\p{L}\s]+$/u.test(asText(value)) ? true : 'alphaSpaces';
};

export const numeric = (value: FieldValue): ValidationResult => {
  if (isEmpty(value)) return true;
  return /^[0-9]+$/.test(asText(value)) ? true : 'numeric';
};

export const digits = (value: FieldValue, n: number): ValidationResult => {
  if (isEmpty(value)) return true;
  const text = asText(value);
  return /^[0-9]+$/.test(text) && text.length === n ? true : 'digits';
};

export const confirmed = (value: FieldValue, other: FieldValue): ValidationResult =>
  (value ?? '') === (other ?? '') ? true : 'confirmed';

export const regexNoWhitespace = (value: FieldValue): ValidationResult => {
  if (isEmpty(value)) return true;
  return /\s/.test(asText(value)) ? 'noWhitespace' : true;
};

// RFC 5321 caps a forward path at 254 characters; the cap also bounds what the server stores.
const EMAIL_MAX_LENGTH = 254;

/**
 * zod's own e-mail pattern (z.regexes.email; validation.test.ts holds them equal), so a form and a
 * plain `z.email()` never disagree on an address, without the browser loading zod for a form.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export const email = (value: FieldValue): ValidationResult => {
  if (isEmpty(value)) return true;
  const text = asText(value);
  return text.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(text) ? true : 'email';
};

const PASSWORD_PATTERN = new RegExp(
  `^(?=.*[0-9])(?=.*[a-z])(?=.*[A-Z])[0-9A-Za-z]{${LIMITS.password.minLength},}$`,
);

export const password = (value: FieldValue): ValidationResult => {
  if (isEmpty(value)) return true;
  return PASSWORD_PATTERN.test(asText(value)) ? true : 'password';
};

// Users may type a phone with spaces, brackets and dashes; only the plus and digits count.
const stripPhoneFormatting = (value: string): string => value.replace(/[\s()-]/g, '');

const MIN_PHONE_DIGITS = 11;
const TEL_PATTERN = new RegExp(`^\\+[0-9]{${MIN_PHONE_DIGITS},}$`);
const TEL_NEW_PATTERN = new RegExp(`^\\+[0-9]{${MIN_PHONE_DIGITS},${LIMITS.phoneDigitsMax}}$`);

export const tel = (value: FieldValue): ValidationResult => {
  if (isEmpty(value)) return true;
  return TEL_PATTERN.test(stripPhoneFormatting(asText(value))) ? true : 'phone';
};

/**
 * tel_new is the rule paired with the phone mask, so it also enforces the mask's 13-digit ceiling:
 * the server then rejects exactly what the form could never have produced.
 */
export const telNew = (value: FieldValue): ValidationResult => {
  if (isEmpty(value)) return true;
  return TEL_NEW_PATTERN.test(stripPhoneFormatting(asText(value))) ? true : 'phone';
};

/** The phone input mask: a plus followed by at most LIMITS.phoneDigitsMax digits; anything else is dropped. */
export const maskPhone = (value: string): string => {
  const phoneDigits = value.replace(/[^0-9]/g, '').slice(0, LIMITS.phoneDigitsMax);
  if (phoneDigits === '') return value.trimStart().startsWith('+') ? '+' : '';
  return `+${phoneDigits}`;
};

/**
 * docs/product.md#validation-and-formatting: strips plus, spaces, brackets and dashes before a phone is sent
 * or compared.
 */
export const normalizePhone = (value: string): string => value.replace(/[+\s()-]/g, '');

export const employeeName = (value: FieldValue): ValidationResult => {
  const presence = required(value);
  if (presence !== true) return presence;
  const words = String(value).trim().split(/\s+/);
  return words.length < LIMITS.employeeNameWordsBelow ? true : 'employeeName';
};

const NUMERIC_INPUT_PATTERN = /^[0-9]*\.?[0-9]*$/;

/**
 * Numeric inputs (docs/product.md#validation-and-formatting): the next keystroke is kept only if the text is
 * still a non-negative number of at most LIMITS.numberInputLength characters. Partial input ('', '5.', '.5')
 * is kept so typing works.
 */
export const acceptNumericInput = (next: string, previous: string): string =>
  next.length <= LIMITS.numberInputLength && NUMERIC_INPUT_PATTERN.test(next) ? next : previous;

const NORMALIZED_PHONE_PATTERN = new RegExp(`^[0-9]{${MIN_PHONE_DIGITS},${LIMITS.phoneDigitsMax}}$`);

/**
 * A phone after `normalizePhone`: the client strips the plus before sending
 * (docs/product.md#validation-and-formatting), so a request body cannot be checked with tel_new. The digit
 * counts are the same as tel_new's.
 */
export const normalizedPhone = (value: FieldValue): ValidationResult => {
  if (isEmpty(value)) return true;
  return NORMALIZED_PHONE_PATTERN.test(asText(value)) ? true : 'phone';
};
