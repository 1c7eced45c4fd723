/** The 14 supported locales (assets/languages.json). */
import { Type } from '@sinclair/typebox';
import languagesJson from '../../assets/languages.json' with { type: 'json' };
import { validateData } from './validate-data.ts';

const LanguageSchema = Type.Object({ code: Type.String({ pattern: '^[a-z]{2}$' }), name: Type.String({ minLength: 1 }), nativeName: Type.String({ minLength: 1 }) }, { additionalProperties: false });

export const languageCatalog = Object.freeze(validateData(Type.Array(LanguageSchema, { minItems: 14, maxItems: 14 }), languagesJson, 'assets/languages.json'));

export const languageCodes = languageCatalog.map((language) => language.code);
