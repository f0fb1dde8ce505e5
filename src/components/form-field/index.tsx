import { useState, type InputHTMLAttributes, type ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { mobileDigits } from '@/lib/typed-input'
import './form-field.css'

/** The props a field's control spreads: its id and what says it is wrong or explains it. */
export interface FieldControlProps {
  id: string
  'aria-invalid'?: true
  'aria-describedby'?: string
}

/** The id of a field's error text (`${id}-error`): stable, tests and e2e may name it. */
export const fieldErrorId = (id: string) => `${id}-error`
/** The id of a field's hint (`${id}-hint`) and of its character count (`${id}-count`). */
export const fieldHintId = (id: string) => `${id}-hint`
export const fieldCountId = (id: string) => `${id}-count`

/**
 * The control's props for a field `id`: `aria-invalid` while there is an error, and
 * `aria-describedby` naming the error, the hint and the count that are shown (none: no attribute).
 * For a control that is not laid out by {@link FormField} (a checkbox beside its text, a row of
 * antd-mobile's), with {@link FieldError} under it.
 */
export function fieldA11y(
  id: string,
  { error, hint, count }: { error?: string | null; hint?: boolean; count?: boolean } = {},
): FieldControlProps {
  const described = [
    error ? fieldErrorId(id) : null,
    hint ? fieldHintId(id) : null,
    count ? fieldCountId(id) : null,
  ].filter((x): x is string => x !== null)
  return {
    id,
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(described.length > 0 ? { 'aria-describedby': described.join(' ') } : {}),
  }
}

/**
 * A field's error text, announced when it appears; nothing without one. `announce={false}`: shown,
 * and described on its control, but not an alert (see {@link FormField}'s `announce`). FormField
 * and FormGroup draw it anew when `announce` turns on: a screen reader says an alert that comes
 * in, not a role given to text already there (an error shown quietly, then the one alert of a
 * failed submit from its own field).
 */
export function FieldError({
  id,
  children,
  announce = true,
}: {
  id?: string
  children?: string | null
  announce?: boolean
}) {
  if (!children) return null
  return (
    <p id={id} className="form-field__error" role={announce ? 'alert' : undefined}>
      {children}
    </p>
  )
}

interface FormFieldProps {
  /** The control's id: the label points at it; the error is `${id}-error`, the hint `${id}-hint`. */
  id: string
  label: ReactNode
  error?: string | null
  /** A line under the control that explains it (shown in grey, read with the control). */
  hint?: ReactNode
  /** A character count under the control, at its end: `value/max` (read with the control). */
  count?: { value: number; max: number }
  /** Inline: the label, the control, its unit and extra in one row (a list of settings). */
  inline?: boolean
  /** After the control, not read as its name: 元, 个. */
  unit?: string
  /** After the control: a button that belongs to it (获取验证码, 查看). */
  extra?: ReactNode
  /**
   * false: the error is not an alert. For a form whose failed submit shows several errors at once
   * and moves the focus to the first wrong field, which reads its error (aria-describedby): one
   * announcement, not one alert a field ({@link useFailedSubmit} gives it). Default true: an error
   * that appears is announced.
   */
  announce?: boolean
  className?: string
  /** The control, given its id and aria props to spread. */
  children: (control: FieldControlProps) => ReactNode
}

/**
 * One form field: its label (associated with the control), the control, an optional hint or count,
 * and its error with a stable id; the control gets `aria-invalid` and `aria-describedby`. Stacked
 * (label above a bordered control) or inline (label and control in a row, in a card).
 */
export function FormField({
  id,
  label,
  error,
  hint,
  count,
  inline = false,
  unit,
  extra,
  announce = true,
  className,
  children,
}: FormFieldProps) {
  const control = children(fieldA11y(id, { error, hint: hint != null, count: !!count }))
  const classes = [
    'form-field',
    inline ? 'form-field--inline' : 'form-field--stacked',
    error ? 'form-field--invalid' : '',
    className ?? '',
  ]
  const head = (
    <>
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      {control}
      {unit && (
        <span className="form-field__unit" aria-hidden="true">
          {unit}
        </span>
      )}
      {extra}
    </>
  )
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      {inline ? <div className="form-field__row">{head}</div> : head}
      {hint != null && (
        <p id={fieldHintId(id)} className="form-field__hint">
          {hint}
        </p>
      )}
      {count && (
        <span id={fieldCountId(id)} className="form-field__count">
          {count.value}/{count.max}
        </span>
      )}
      <FieldError key={String(announce)} id={fieldErrorId(id)} announce={announce}>
        {error}
      </FieldError>
    </div>
  )
}

/**
 * A group of choices (radios) under a legend, with its error (`${id}-error`) described on the group.
 * `announce`: as {@link FormField}'s. Each choice spreads {@link choiceA11y}: a radio that gets the
 * focus reads the group's error too (a screen reader reads a group's description on entering it,
 * not always; the focus a failed submit moves there must say it).
 */
export function FormGroup({
  id,
  legend,
  error,
  announce = true,
  className,
  children,
}: {
  id: string
  legend: ReactNode
  error?: string | null
  announce?: boolean
  className?: string
  children: ReactNode
}) {
  const classes = ['form-field', 'form-field--group', error ? 'form-field--invalid' : '', className]
  return (
    <fieldset
      className={classes.filter(Boolean).join(' ')}
      aria-describedby={error ? fieldErrorId(id) : undefined}
    >
      <legend className="form-field__label">{legend}</legend>
      {children}
      <FieldError key={String(announce)} id={fieldErrorId(id)} announce={announce}>
        {error}
      </FieldError>
    </fieldset>
  )
}

/** A {@link FormGroup} choice's props: described by the group `id`'s error while there is one. */
export const choiceA11y = (id: string, error?: string | null): { 'aria-describedby'?: string } =>
  error ? { 'aria-describedby': fieldErrorId(id) } : {}

type MobileInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type' | 'inputMode' | 'maxLength'
> & { value: string; onChange: (digits: string) => void }

/**
 * A mobile number's input, the same in every form: the phone keypad, digits only, at most 11
 * (isMobile's length). The limit is on the digits, not a `maxLength` on what is typed, so a pasted
 * '138 1234 5678' keeps all its digits. Spread a field's a11y props in.
 */
export function MobileInput({ value, onChange, ...rest }: MobileInputProps) {
  return (
    <input
      autoComplete="tel"
      {...rest}
      type="tel"
      inputMode="numeric"
      value={value}
      onChange={(e) => onChange(mobileDigits(e.target.value, value))}
    />
  )
}

/**
 * Takes the user to a field that is wrong (a failed submit): focused, and scrolled to the middle of
 * the screen, clear of the nav bar and of a fixed pay or submit bar.
 */
export function focusField(id: string): void {
  const field = document.getElementById(id)
  field?.focus({ preventScroll: true })
  field?.scrollIntoView({ block: 'center' })
}

/** A form's errors by field, as shown: '', null or undefined is none. */
export type FieldErrors<F extends string> = Partial<Record<F, string | null | undefined>>

export interface FailedSubmit<F extends string> {
  /** The `announce` of `field`'s {@link FormField}, {@link FormGroup} or {@link FieldError}. */
  announce: (field: F) => boolean
  /**
   * A submit that found errors: `show()` marks them (the form's own state updates), then the focus
   * goes to `control`, the control of `first`, the first wrong field in the form's order (for a
   * {@link FormGroup}, a choice that spreads {@link choiceA11y}).
   */
  fail: (failure: { found: FieldErrors<F>; first: F; control: string; show: () => void }) => void
}

/**
 * A failed submit said once. An empty form has several errors: as alerts, each would be read over
 * the others, and over the field the form focuses. So none of them is an alert: the focus goes to
 * the first wrong field once it is marked, and the field reads its error (`aria-invalid`,
 * `aria-describedby`; a group's choice: {@link choiceA11y}). Except where the focus cannot say
 * it: a control that has the focus already (Enter typed in it) is not read again when focused,
 * and there may be no control to focus (every choice of a group disabled); then that error is the
 * one alert.
 *
 * `shown`: the errors the form shows now. An error is quiet only while it is the one the failed
 * submit showed: one that goes, or changes as the user corrects the field, is the form's again
 * (an alert, as any error that appears), so a form that checks as the user types still says it.
 */
export function useFailedSubmit<F extends string>(shown: FieldErrors<F>): FailedSubmit<F> {
  // The errors of the last failed submit that are not alerts, with the text each showed.
  const [quiet, setQuiet] = useState<FieldErrors<F>>({})
  const kept = Object.entries(quiet).filter(([field, text]) => shown[field as F] === text)
  // Storing what changed since the last render (react.dev "You Might Not Need an Effect"): the
  // render is redone at once, before anything is drawn.
  if (kept.length < Object.keys(quiet).length) setQuiet(Object.fromEntries(kept) as FieldErrors<F>)
  return {
    announce: (field) => !shown[field] || quiet[field] !== shown[field],
    fail({ found, first, control, show }) {
      const target = document.getElementById(control)
      const alert = !target || document.activeElement === target ? first : null
      const silent = Object.entries(found).filter(([field, text]) => text && field !== alert)
      // One commit: the errors are drawn quiet (never an alert for a moment), and the field is
      // marked before the focus lands on it, so it is read with its error.
      flushSync(() => {
        show()
        setQuiet(Object.fromEntries(silent) as FieldErrors<F>)
      })
      focusField(control)
    },
  }
}
