import { VALIDATION_MESSAGES } from '@larder/contract';
import { type FormErrors, schemaResolver, type UseFormReturnType, useForm } from '@mantine/form';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/react';

/** A Standard Schema: the contract's zod form schemas (packages/contract/src/schemas/forms.ts) are. */
export type FormSchema = Parameters<typeof schemaResolver>[0];
type Validation = ReturnType<FormSchema['~standard']['validate']>;
type Resolve = (values: Record<string, unknown>) => FormErrors;

/**
 * The schema with each issue's message replaced by its rule's key (`params.key`, as the contract's
 * rules give it), so the field shows the message in the user's language. An issue without a key keeps
 * the contract's English text.
 */
function withMessageKeys(schema: FormSchema): FormSchema {
  const standard = schema['~standard'];
  const keyed = (result: Awaited<Validation>) =>
    result.issues
      ? {
          issues: result.issues.map((issue) => ({
            ...issue,
            message: (issue as { params?: { key?: unknown } }).params?.key?.toString() ?? issue.message,
          })),
        }
      : result;
  return {
    '~standard': {
      ...standard,
      validate: (value) => {
        const result = standard.validate(value);
        return result instanceof Promise ? result.then(keyed) : keyed(result);
      },
    },
  };
}

const resolverOf = (schema: FormSchema): Resolve => schemaResolver(withMessageKeys(schema), { sync: true });

/**
 * Validation by a schema that downloads on its own (with zod) after the form has shown: a check
 * before it is in waits for it; a failed download is tried again at the next check.
 */
function lazyResolver(load: () => Promise<FormSchema>) {
  let resolve: Resolve | undefined;
  let loading: Promise<Resolve> | undefined;
  const start = () => {
    loading ??= load().then(
      (schema) => (resolve = resolverOf(schema)),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const validate = (values: Record<string, unknown>) =>
    resolve ? resolve(values) : start().then((loaded) => loaded(values));
  return { validate, start };
}

export interface SchemaFormOptions<Values> {
  initialValues: Values;
  /**
   * The contract's schema of the form, or a function importing it: a page that must show before zod
   * has downloaded (the sign-in page) starts the download once the form is on screen.
   */
  schema: FormSchema | (() => Promise<FormSchema>);
  /**
   * When a field's message appears: at the first submit, then following every change (`submit`, the
   * default); or once the user changes the field or leaves it (`field`, for a form whose submit stays
   * disabled while a field fails).
   */
  validateOn?: 'submit' | 'field';
}

export type SchemaForm<Values> = Omit<UseFormReturnType<Values>, 'onSubmit'> & {
  /** The form's submit: validates every field, and calls `send` with the values when none fails. */
  onSubmit: (send: (values: Values) => unknown) => (event?: FormEvent<HTMLFormElement>) => void;
};

/**
 * A form validated by a contract schema (@mantine/form with its Standard Schema resolver). The
 * fields' messages appear at the first submit and from then on follow every change of any field (a
 * repeated password follows the new one), or as `validateOn` says; `getInputProps` gives each field
 * its message translated.
 */
export function useSchemaForm<Values extends Record<string, unknown>>({
  initialValues,
  schema,
  validateOn = 'submit',
}: SchemaFormOptions<Values>): SchemaForm<Values> {
  const { t } = useTranslation();
  const [validation] = useState(() =>
    typeof schema === 'function' ? lazyResolver(schema) : { validate: resolverOf(schema), start: undefined },
  );
  useEffect(() => {
    validation.start?.().catch(() => {});
  }, [validation]);
  const submitted = useRef(false);
  const self = useRef<UseFormReturnType<Values>>(null);

  const form = useForm<Values>({
    mode: 'controlled',
    initialValues,
    validate: validation.validate as (values: Values) => FormErrors,
    validateInputOnChange: validateOn === 'field',
    validateInputOnBlur: validateOn === 'field',
    onValuesChange: () => {
      if (submitted.current) self.current?.validate();
    },
    enhanceGetInputProps: ({ inputProps }) => {
      const error: unknown = inputProps.error;
      if (typeof error !== 'string' || !(error in VALIDATION_MESSAGES)) return {};
      return { error: t(`validation.${error as keyof typeof VALIDATION_MESSAGES}`) };
    },
  });
  self.current = form;

  return {
    ...form,
    onSubmit: (send) => (event) => {
      submitted.current = true;
      form.onSubmit(send as (values: Values) => Promise<unknown>)(event);
    },
  };
}
