// i18next picks a plural form by the language's CLDR rules (Intl.PluralRules): English has `one` and `other`,
// Arabic `zero`, `one`, `two`, `few`, `many` and `other`. The English text names the forms English needs
// (`key_one`, `key_other`); this type lets every other locale add the forms its language has beside them.

type ExtraForm = 'zero' | 'two' | 'few' | 'many';

type ExtraForms<T> = {
  [K in keyof T as K extends `${infer Key}_other` ? `${Key}_${ExtraForm}` : never]?: string;
};

/** A locale's messages: the English shape, with every plural key open to its language's other forms. */
export type WithPluralForms<T> = T extends string ? string : { [K in keyof T]: WithPluralForms<T[K]> } & ExtraForms<T>;
