/** The 14 language banks, in the order of the locale list (src/i18n/locale.ts). */
import type { LocaleCode } from '../../../../src/i18n/locale.ts';
import type { LocaleBank } from '../locale-bank.ts';
import { danish } from './da.ts';
import { german } from './de.ts';
import { english } from './en.ts';
import { spanish } from './es.ts';
import { estonian } from './et.ts';
import { finnish } from './fi.ts';
import { french } from './fr.ts';
import { icelandic } from './is.ts';
import { italian } from './it.ts';
import { dutch } from './nl.ts';
import { norwegian } from './no.ts';
import { polish } from './pl.ts';
import { portuguese } from './pt.ts';
import { swedish } from './sv.ts';

/** Every bank, keyed by locale code. */
export const localeBanks: Readonly<Record<LocaleCode, LocaleBank>> = {
  en: english, de: german, es: spanish, fr: french, it: italian, nl: dutch, pl: polish,
  pt: portuguese, is: icelandic, fi: finnish, sv: swedish, no: norwegian, da: danish, et: estonian,
};
