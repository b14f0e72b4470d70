/** A translator of one namespace, as `getTranslations` gives it on the server (`createTranslator` in tests). */
export type Translate = (key: string, values?: Record<string, string | number>) => string;
