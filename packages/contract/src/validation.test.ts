import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LIMITS } from './constants.ts';
import { zEmail, zNormalizedPhone, zPassword, zPhone } from './schemas/rules.ts';
import {
  acceptNumericInput,
  alphaNum,
  alphaSpaces,
  confirmed,
  digits,
  EMAIL_PATTERN,
  email,
  employeeName,
  length,
  maskPhone,
  max,
  maxLength,
  min,
  normalizedPhone,
  normalizePhone,
  numeric,
  password,
  regexNoWhitespace,
  required,
  tel,
  telNew,
  VALIDATION_MESSAGES,
} from './validation.ts';

describe('VALIDATION_MESSAGES', () => {
  it('keeps the documented wording', () => {
    expect(VALIDATION_MESSAGES.required).toBe('This field is required');
    expect(VALIDATION_MESSAGES.email).toBe('Invalid email');
    expect(VALIDATION_MESSAGES.confirmed).toBe('Passwords do not match');
    expect(VALIDATION_MESSAGES.workingHours).toBe('Enter the correct availability schedule');
    expect(VALIDATION_MESSAGES.notEmpty).toBe("This field can't be empty");
    expect(VALIDATION_MESSAGES.incorrectEmail).toBe('incorrect e-mail');
    expect(VALIDATION_MESSAGES.phoneHint).toBe('Enter the number in international format');
  });
});

describe('required', () => {
  it.each([
    ['', 'required'],
    ['  ', 'required'],
    [null, 'required'],
    [undefined, 'required'],
    [false, 'required'],
    [[], 'required'],
    [Number.NaN, 'required'],
    [0, true],
    ['0', true],
    ['a', true],
    [['a'], true],
  ] as const)('%j → %s', (value, expected) => {
    expect(required(value)).toBe(expected);
  });
});

describe('min / max', () => {
  it('compares numerically, bounds included', () => {
    expect(min(5, 5)).toBe(true);
    expect(min('4.99', 5)).toBe('min');
    expect(min('10', 5)).toBe(true);
    expect(max(95, 95)).toBe(true);
    expect(max('96', 95)).toBe('max');
  });

  it('leaves empty values to required and rejects non-numbers', () => {
    expect(min('', 5)).toBe(true);
    expect(max(null, 5)).toBe(true);
    expect(min('abc', 5)).toBe('numeric');
    expect(max('  ', 5)).toBe('numeric');
  });
});

describe('length / maxLength', () => {
  it('checks exact length', () => {
    expect(length('abc', 3)).toBe(true);
    expect(length('abcd', 3)).toBe('length');
    expect(length(123, 3)).toBe(true);
  });

  it('checks the courier comment limit at its edge', () => {
    expect(maxLength('a'.repeat(LIMITS.courierComment), LIMITS.courierComment)).toBe(true);
    expect(maxLength('a'.repeat(LIMITS.courierComment + 1), LIMITS.courierComment)).toBe('maxLength');
  });

  it('counts an emoji as one character', () => {
    expect(maxLength('😀😀', 2)).toBe(true);
    expect(length('😀', 1)).toBe(true);
  });
});

describe('character classes', () => {
  it('alphaNum takes letters of any script and digits only', () => {
    expect(alphaNum('abc123')).toBe(true);
    expect(alphaNum('Привет1')).toBe(true);
    expect(alphaNum('ab c')).toBe('alphaNum');
    expect(alphaNum('ab-c')).toBe('alphaNum');
  });

  it('alphaSpaces takes letters and spaces', () => {
    expect(alphaSpaces('John Smith')).toBe(true);
    expect(alphaSpaces('John2')).toBe('alphaSpaces');
  });

  it('numeric takes digits only', () => {
    expect(numeric('0123')).toBe(true);
    expect(numeric(42)).toBe(true);
    expect(numeric('1.5')).toBe('numeric');
    expect(numeric('-1')).toBe('numeric');
  });

  it('digits needs exactly n digits', () => {
    expect(digits('1234', 4)).toBe(true);
    expect(digits('123', 4)).toBe('digits');
    expect(digits('12a4', 4)).toBe('digits');
  });

  it('regexNoWhitespace rejects any whitespace', () => {
    expect(regexNoWhitespace('abc')).toBe(true);
    expect(regexNoWhitespace('a b')).toBe('noWhitespace');
    expect(regexNoWhitespace('a\tb')).toBe('noWhitespace');
  });
});

describe('confirmed', () => {
  it('needs both values equal', () => {
    expect(confirmed('Secret12', 'Secret12')).toBe(true);
    expect(confirmed('Secret12', 'Secret13')).toBe('confirmed');
    expect(confirmed('', null)).toBe(true);
  });
});

describe('email', () => {
  it("is zod's own pattern, so the form and z.email() agree on every address", () => {
    // zod escapes the hyphens that end its character classes, which the linter here leaves out.
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source.replaceAll('\\-]', '-]'));
    expect(EMAIL_PATTERN.flags).toBe(z.regexes.email.flags);
  });

  it.each(['user@example.com', 'first.last+tag@sub.example.co.uk', 'User@Example.COM', "o'brien@example.ie"])(
    'accepts %s',
    (value) => {
      expect(email(value)).toBe(true);
    },
  );

  it.each([
    'plainaddress',
    'user@',
    '@example.com',
    'user@example',
    'user@example.c',
    'user name@example.com',
    'user@@example.com',
    '.user@example.com',
    'user..name@example.com',
    ' user@example.com',
  ])('rejects %j', (value) => {
    expect(email(value)).toBe('email');
  });

  it('rejects an address over 254 characters', () => {
    expect(email(`${'a'.repeat(64)}@${'b'.repeat(186)}.com`)).toBe('email');
    expect(email(`${'a'.repeat(64)}@${'b'.repeat(185)}.com`)).toBe(true);
  });

  it('passes empty values to required', () => {
    expect(email('')).toBe(true);
    expect(email(undefined)).toBe(true);
  });
});

describe('password', () => {
  it('accepts 8 characters with a digit, a lowercase and an uppercase letter', () => {
    expect(password('Abcdef12')).toBe(true);
  });

  it('rejects 7 characters', () => {
    expect(password('Abcde12')).toBe('password');
  });

  it.each([
    ['no digit', 'Abcdefgh'],
    ['no uppercase', 'abcdefg1'],
    ['no lowercase', 'ABCDEFG1'],
    ['a symbol', 'Abcdef1!'],
    ['a space', 'Abcd ef1'],
    ['a non-Latin letter', 'Abcdefж1'],
  ])('rejects %s', (_, value) => {
    expect(password(value)).toBe('password');
  });
});

describe('tel / telNew', () => {
  it('needs a plus and at least 11 digits', () => {
    expect(tel('+12345678901')).toBe(true);
    expect(tel('+1234567890')).toBe('phone');
    expect(telNew('+12345678901')).toBe(true);
    expect(telNew('+1234567890')).toBe('phone');
  });

  it('ignores spaces, brackets and dashes', () => {
    expect(tel('+375 (29) 123-45-67')).toBe(true);
    expect(telNew('+375 (29) 123-45-67')).toBe(true);
    expect(telNew('+1 (234) 567-890')).toBe('phone');
  });

  it('rejects a number without the plus', () => {
    expect(tel('375291234567')).toBe('phone');
    expect(telNew('375291234567')).toBe('phone');
  });

  it('rejects other characters', () => {
    expect(telNew('+37529123456a')).toBe('phone');
    expect(telNew('+375.29.1234567')).toBe('phone');
  });

  it('bounds telNew by the 13-digit mask, tel not', () => {
    expect(telNew('+1234567890123')).toBe(true);
    expect(telNew('+12345678901234')).toBe('phone');
    expect(tel('+12345678901234')).toBe(true);
  });

  it('passes empty values to required', () => {
    expect(telNew('')).toBe(true);
    expect(tel(null)).toBe(true);
  });
});

describe('maskPhone', () => {
  it('keeps a plus and up to 13 digits', () => {
    expect(maskPhone('+1234567890123')).toBe('+1234567890123');
    expect(maskPhone('+12345678901234')).toBe('+1234567890123');
  });

  it('drops formatting and adds the plus', () => {
    expect(maskPhone('375 (29) 123-45-67')).toBe('+375291234567');
    expect(maskPhone('+')).toBe('+');
    expect(maskPhone('')).toBe('');
    expect(maskPhone('abc')).toBe('');
  });
});

describe('normalizePhone', () => {
  it('strips plus, spaces and brackets', () => {
    expect(normalizePhone('+375 (29) 1234567')).toBe('375291234567');
    expect(normalizePhone('375291234567')).toBe('375291234567');
  });

  it('makes two spellings of a number compare equal', () => {
    expect(normalizePhone('+375 (29) 1234567')).toBe(normalizePhone('+375291234567'));
  });

  it('leaves a result normalizedPhone accepts', () => {
    expect(normalizedPhone(normalizePhone('+375 (29) 1234567'))).toBe(true);
    expect(normalizedPhone('1234567890')).toBe('phone');
    expect(normalizedPhone('+375291234567')).toBe('phone');
  });
});

describe('employeeName', () => {
  it('needs a name', () => {
    expect(employeeName('')).toBe('required');
    expect(employeeName('   ')).toBe('required');
    expect(employeeName(null)).toBe('required');
  });

  it('accepts up to 3 words and flags 4', () => {
    expect(employeeName('Ivan')).toBe(true);
    expect(employeeName('Ivan Ivanovich Petrov')).toBe(true);
    expect(employeeName('  Ivan   Ivanovich  Petrov ')).toBe(true);
    expect(employeeName('Ivan Ivanovich Petrov Jr')).toBe('employeeName');
  });
});

describe('acceptNumericInput', () => {
  it('accepts up to 7 characters and restores the previous value at 8', () => {
    expect(acceptNumericInput('1234567', '123456')).toBe('1234567');
    expect(acceptNumericInput('12345678', '1234567')).toBe('1234567');
  });

  it('accepts an empty field and decimals, including while typing them', () => {
    expect(acceptNumericInput('', '5')).toBe('');
    expect(acceptNumericInput('19.99', '19.9')).toBe('19.99');
    expect(acceptNumericInput('19.', '19')).toBe('19.');
    expect(acceptNumericInput('.5', '')).toBe('.5');
    expect(acceptNumericInput('1234.56', '1234.5')).toBe('1234.56');
  });

  it('rejects negatives, letters, a second point and exponents', () => {
    expect(acceptNumericInput('-1', '')).toBe('');
    expect(acceptNumericInput('12a', '12')).toBe('12');
    expect(acceptNumericInput('1.2.3', '1.2')).toBe('1.2');
    expect(acceptNumericInput('1e5', '1')).toBe('1');
    expect(acceptNumericInput(' 1', '')).toBe('');
  });
});

describe('zod helpers', () => {
  it('zPassword reports the rule text and key', () => {
    expect(zPassword.safeParse('Abcdef12').success).toBe(true);
    const result = zPassword.safeParse('Abcde12');
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ message: VALIDATION_MESSAGES.password, params: { key: 'password' } }),
    ]);
  });

  it('zEmail reports required before invalid', () => {
    expect(zEmail.safeParse('user@example.com').success).toBe(true);
    expect(zEmail.safeParse('').error?.issues[0]?.message).toBe(VALIDATION_MESSAGES.required);
    expect(zEmail.safeParse('user@').error?.issues[0]?.message).toBe('Invalid email');
  });

  it('zPhone applies tel_new', () => {
    expect(zPhone.safeParse('+375 (29) 123-45-67').success).toBe(true);
    expect(zPhone.safeParse('+1234567890').error?.issues[0]?.message).toBe('Invalid phone number');
    expect(zPhone.optional().safeParse(undefined).success).toBe(true);
  });

  it('zNormalizedPhone accepts what the client sends', () => {
    expect(zNormalizedPhone.safeParse('375291234567').success).toBe(true);
    expect(zNormalizedPhone.safeParse('+375291234567').success).toBe(false);
  });

  it('reject non-strings with zod type errors', () => {
    expect(zPhone.safeParse(375291234567).success).toBe(false);
  });
});
