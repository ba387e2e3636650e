/**
 * One element of a compiled ICU message, in the shape `@formatjs/icu-messageformat-parser` gives
 * (its TYPE numbers): the subset the site catalog uses.
 */
export type MessageElement =
  | { readonly type: 0; readonly value: string }
  | { readonly type: 1; readonly value: string }
  | {
      readonly type: 5;
      readonly value: string;
      readonly options: Readonly<Record<string, { readonly value: readonly MessageElement[] }>>;
    }
  | {
      readonly type: 6;
      readonly value: string;
      readonly options: Readonly<Record<string, { readonly value: readonly MessageElement[] }>>;
      readonly offset: number;
      readonly pluralType: 'cardinal' | 'ordinal';
    }
  | { readonly type: 7 };

/** A compiled message: its elements in order. */
export type CompiledMessage = readonly MessageElement[];

/** Values of a message's `{name}` arguments. */
export type MessageValues = Readonly<Record<string, string | number>>;

// Intl's formatters are costly to create: one per locale and options, kept for the process.
const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

/** The process-wide `Intl.NumberFormat` of a locale and options. */
export function numberFormat(
  locale: string,
  options?: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options ?? {})}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

function pluralRule(locale: string, type: 'cardinal' | 'ordinal', value: number): string {
  const key = `${locale} ${type}`;
  let rules = pluralRules.get(key);
  if (!rules) {
    rules = new Intl.PluralRules(locale, { type });
    pluralRules.set(key, rules);
  }
  return rules.select(value);
}

function own<T>(options: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(options, key) ? options[key] : undefined;
}

function argument(values: MessageValues, name: string): string | number {
  const value = values[name];
  if (value === undefined) throw new Error(`the message needs a value for {${name}}`);
  return value;
}

function formatElements(
  elements: CompiledMessage,
  locale: string,
  values: MessageValues,
  pound: number | undefined,
): string {
  let text = '';
  for (const element of elements) {
    switch (element.type) {
      case 0:
        text += element.value;
        break;
      case 1:
        text += String(argument(values, element.value));
        break;
      case 5: {
        const chosen = String(argument(values, element.value));
        const option = own(element.options, chosen) ?? element.options.other;
        if (!option) throw new Error(`no option of {${element.value}} for ${chosen}`);
        // As in intl-messageformat, a `#` inside a select is not the enclosing plural's number.
        text += formatElements(option.value, locale, values, undefined);
        break;
      }
      case 6: {
        const count = Number(argument(values, element.value));
        const shifted = count - element.offset;
        // An exact =n option wins over the language's plural category, as in ICU.
        const option =
          own(element.options, `=${count}`) ??
          own(element.options, pluralRule(locale, element.pluralType, shifted)) ??
          element.options.other;
        if (!option) throw new Error(`no option of {${element.value}} for ${count}`);
        text += formatElements(option.value, locale, values, shifted);
        break;
      }
      case 7:
        if (pound !== undefined) text += numberFormat(locale).format(pound);
        break;
      default:
        throw new Error(
          `an ICU element of type ${(element as { type: number }).type} is not supported`,
        );
    }
  }
  return text;
}

/**
 * Formats a compiled ICU message as `intl-messageformat` does for the elements the site catalog
 * uses (text, `{name}`, select, plural with `#`), with the browser's own Intl and no ICU runtime.
 * Throws on a missing value or an element it does not know.
 */
export function formatMessage(
  message: CompiledMessage,
  locale: string,
  values: MessageValues = {},
): string {
  return formatElements(message, locale, values, undefined);
}
