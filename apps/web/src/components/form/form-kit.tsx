import { zodResolver } from '@hookform/resolvers/zod';
import { contractMessageId } from '@staybook/contract/contract-messages';
import { createContext, type ReactNode, useContext, useId } from 'react';
import {
  Controller,
  type DefaultValues,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  FormProvider,
  get,
  type Path,
  type UseFormProps,
  type UseFormReturn,
  useForm,
  useFormContext,
  useFormState,
} from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '../../lib/api-client';
import { fieldErrors, sentence } from './form-messages';
import { useFormsMessages } from './forms-messages';

/**
 * The app's one form kit, for guest and console forms alike: react-hook-form over a zod schema (the contract's input
 * schema, sometimes behind a small transform from the form's text values). The schema decides what is valid; a form
 * may reword a field's message with `messages`, otherwise the schema's own message is shown as a sentence (or, with
 * `asWritten`, exactly as the schema words it: the guest site's messages are the spec's).
 */

export type FieldMessage = string | ((error: FieldError) => string);
export type FieldMessages = Record<string, FieldMessage>;

/** Errors the server named: shown as sent, never reworded. */
const SERVER = 'server';

interface MessageRules {
  messages: FieldMessages;
  asWritten: boolean;
}

const MessagesContext = createContext<MessageRules>({ messages: {}, asWritten: false });

/** `options` are react-hook-form's own (`values` kept in step with a store, `mode` for when to validate). */
export function useSchemaForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
  options: Omit<UseFormProps<Input, unknown, Output>, 'resolver' | 'defaultValues'> = {},
): UseFormReturn<Input, unknown, Output> {
  return useForm<Input, unknown, Output>({ ...options, resolver: zodResolver(schema), defaultValues });
}

/** The form element: no browser validation (the schema's messages are clearer), submit parses with the schema. */
export function SchemaForm<Input extends FieldValues, Output>({
  form,
  onSubmit,
  onValuesChange,
  label,
  messages = {},
  asWritten = false,
  className,
  children,
}: {
  form: UseFormReturn<Input, unknown, Output>;
  /** A promise keeps the form submitting (`isSubmitting`) until it settles. */
  onSubmit: (values: Output) => void | Promise<void>;
  /** Every edit of a field, with the form's values once the kit has kept it (a store that keeps each keystroke). */
  onValuesChange?: (values: Input) => void;
  /** The form's accessible name (a named form is a landmark; a form alone in a dialog may go without). */
  label?: string;
  messages?: FieldMessages;
  /** Show the schema's messages exactly as written (no sentence case, no full stop added). */
  asWritten?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <FormProvider {...form}>
      <MessagesContext.Provider value={{ messages, asWritten }}>
        <form
          noValidate
          aria-label={label}
          className={className}
          onSubmit={form.handleSubmit((values) => onSubmit(values))}
          // Fields' own handlers run first (the kit has stored and normalised the value), then this one.
          onChange={onValuesChange && (() => onValuesChange(form.getValues()))}
        >
          {children}
        </form>
      </MessagesContext.Provider>
    </FormProvider>
  );
}

/** Puts the server's field messages under their fields (what typed stays). */
export function showServerErrors<Input extends FieldValues>(
  form: Pick<UseFormReturn<Input, unknown, unknown>, 'setError'>,
  error: unknown,
): void {
  for (const [path, message] of Object.entries(fieldErrors(error)))
    form.setError(path as Path<Input>, { type: SERVER, message });
}

/** The first error at or below `value` (a list field's errors sit under its items). */
function firstError(value: unknown): FieldError | undefined {
  if (!value || typeof value !== 'object') return undefined;
  if ('message' in value && typeof value.message === 'string') return value as FieldError;
  for (const child of Object.values(value)) {
    const found = firstError(child);
    if (found) return found;
  }
  return undefined;
}

/** The forms' messages of the page's language (useFormsMessages), when it is not English's. */
type FormsMessages = ReturnType<typeof useFormsMessages>;

function readable(
  name: string,
  error: FieldError,
  { messages, asWritten }: MessageRules,
  forms: FormsMessages = null,
): string {
  if (error.type === SERVER) return error.message ?? '';
  const custom = messages[name];
  if (custom === undefined) {
    // A contract message in the page's language (the schemas keep their English: the API's and the spec's).
    const id = forms ? contractMessageId(error.message ?? '') : null;
    if (!forms || !id) return asWritten ? (error.message ?? '') : sentence(error.message ?? '');
    // A translation is written as its language writes it; a form that shows sentences ends it with the language's stop.
    const text = forms(id);
    return asWritten || /[.!?।]$/.test(text) ? text : `${text}${/[\u0900-\u097F]/.test(text) ? '।' : '.'}`;
  }
  return typeof custom === 'string' ? custom : custom(error);
}

/** The message shown under a field, or undefined while it is fine. */
export function useFieldError(name: string): string | undefined {
  const { control } = useFormContext();
  const { errors } = useFormState({ control, name });
  const messages = useContext(MessagesContext);
  const forms = useFormsMessages();
  const error = firstError(get(errors, name));
  return error ? readable(name, error, messages, forms) : undefined;
}

/** Every message below `prefix`, keyed by full path ('policies.0.title'), for editors of repeating rows. */
export function useNestedErrors(prefix: string): Record<string, string> {
  const { control } = useFormContext();
  const { errors } = useFormState({ control, name: prefix });
  const messages = useContext(MessagesContext);
  const forms = useFormsMessages();
  const out: Record<string, string> = {};
  const walk = (value: unknown, path: string) => {
    if (!value || typeof value !== 'object') return;
    if ('message' in value && typeof value.message === 'string') {
      out[path] = readable(path, value as FieldError, messages, forms);
      return;
    }
    for (const [key, child] of Object.entries(value)) if (key !== 'ref') walk(child, `${path}.${key}`);
  };
  walk(get(errors as FieldErrors, prefix), prefix);
  return out;
}

export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** A labelled control with its hint and its error underneath; `children` receives the control's id and aria props. */
export function FormField({
  name,
  label,
  hint,
  className = '',
  children,
}: {
  name: string;
  label: ReactNode;
  hint?: string;
  className?: string;
  children: (props: ControlProps) => ReactNode;
}) {
  const id = useId();
  const error = useFieldError(name);
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} className={className}>
      {children}
    </FieldShell>
  );
}

/** The layout of a labelled control, for controls outside a form too (an upload's title, a search box). */
export function FieldShell({
  id,
  label,
  hint,
  error,
  className = '',
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: string;
  error?: string;
  className?: string;
  children: (props: ControlProps) => ReactNode;
}) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label className="label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

type InputKind = 'text' | 'tel' | 'email' | 'url' | 'time' | 'date' | 'number' | 'password';

export interface TextInputOptions {
  type?: InputKind;
  inputMode?: 'numeric' | 'decimal' | 'tel' | 'email';
  autoComplete?: string;
  placeholder?: string;
  readOnly?: boolean;
  maxLength?: number;
  /** Classes beside `input` ('rounded-l-none'). */
  inputClassName?: string;
  /** Without the `input` look: a control drawn inside a frame of its own (a number behind its +91 key). */
  plain?: boolean;
  /** What the field keeps of each keystroke or paste (a mobile number's 10 digits however it is written). */
  normalize?: (value: string) => string;
}

/**
 * A text input's `register` with the field's `normalize` applied as it is typed: the input's text is rewritten before
 * the form reads it, so the form validates (by its mode) what the field keeps.
 */
export function useTextInput(name: string, normalize?: (value: string) => string) {
  const { register } = useFormContext();
  const registered = register(name);
  if (!normalize) return registered;
  return {
    ...registered,
    onChange: (event: { target: HTMLInputElement | HTMLTextAreaElement; type: string }) => {
      const kept = normalize(event.target.value);
      if (kept !== event.target.value) event.target.value = kept;
      return registered.onChange(event);
    },
  };
}

/** A text box (or a textarea with `rows`) bound to `name`. */
export function TextField({
  name,
  label,
  hint,
  className,
  rows,
  ...input
}: {
  name: string;
  label: ReactNode;
  hint?: string;
  className?: string;
  /** Lines of a textarea; a one-line input without it. */
  rows?: number;
} & TextInputOptions) {
  return (
    <FormField name={name} label={label} hint={hint} className={className}>
      {(p) => <TextInput name={name} rows={rows} {...input} {...p} />}
    </FormField>
  );
}

/** The bare control of a TextField, for a field laid out its own way (a +91 prefix, a counter beside the error). */
export function TextInput({
  name,
  rows,
  type = 'text',
  inputMode,
  autoComplete,
  placeholder,
  readOnly,
  maxLength,
  inputClassName = '',
  plain = false,
  normalize,
  ...aria
}: { name: string; rows?: number } & TextInputOptions & Partial<ControlProps>) {
  const registered = useTextInput(name, normalize);
  const className = `${plain ? '' : 'input'} ${inputClassName}`.trim();
  const common = { ...aria, className, autoComplete, placeholder, readOnly, maxLength, ...registered };
  return rows ? <textarea rows={rows} {...common} /> : <input type={type} inputMode={inputMode} {...common} />;
}

/** A select bound to `name`: options are [value, label] pairs. */
export function SelectField({
  name,
  label,
  hint,
  className,
  options,
}: {
  name: string;
  label: ReactNode;
  hint?: string;
  className?: string;
  options: readonly (readonly [string, string])[];
}) {
  const { register } = useFormContext();
  return (
    <FormField name={name} label={label} hint={hint} className={className}>
      {(p) => (
        <select {...p} className="input" {...register(name)}>
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** Ticked boxes bound to a list field (cities, weekdays…): options are [value, label] pairs. */
export function CheckList<T extends string | number>({
  name,
  legend,
  options,
}: {
  name: string;
  legend: string;
  options: readonly (readonly [T, string])[];
}) {
  const { control } = useFormContext();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const value = (field.value ?? []) as T[];
        return (
          <fieldset>
            <legend className="label">{legend}</legend>
            <div className="flex flex-wrap gap-2">
              {options.map(([key, text]) => (
                <label
                  key={String(key)}
                  className="flex cursor-pointer items-center gap-1.5 rounded-md px-2 py-1 text-sm ring-1 ring-slate-300 has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-700"
                >
                  <input
                    type="checkbox"
                    checked={value.includes(key)}
                    onChange={() =>
                      field.onChange(value.includes(key) ? value.filter((v) => v !== key) : [...value, key])
                    }
                  />
                  {text}
                </label>
              ))}
            </div>
          </fieldset>
        );
      }}
    />
  );
}

/** A checkbox bound to a true/false field. */
export function CheckboxField({ name, label }: { name: string; label: ReactNode }) {
  const { register } = useFormContext();
  return (
    <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
      <input type="checkbox" {...register(name)} />
      {label}
    </label>
  );
}

/** The failure of a save, as a banner above the buttons (field messages are shown at their fields). */
export function SaveError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
      {errorMessage(error)}
    </p>
  );
}
