/** The layout's view of a language (src/layout/layout-options.ts), over the locale data in src/i18n. */
import type { LayoutLocale } from '../layout/layout-options.ts';
import { hyphenatorFor } from '../layout/hyphenate.ts';
import { fillTemplate, formatDate, formatPeriod, localeFor, pageLabel, sectionTitle, type LocaleSection } from '../i18n/locale.ts';

const cache = new Map<string, LayoutLocale>();

export function layoutLocale(code: string): LayoutLocale {
  let adapted = cache.get(code);
  if (!adapted) {
    const locale = localeFor(code);
    adapted = {
      code: locale.code,
      // header and custom have no localised title (custom sections carry their own).
      sectionTitle: (section) => (section === 'header' || section === 'custom' ? '' : sectionTitle(locale, section as LocaleSection)),
      formatPeriod: (period, style) => formatPeriod(period, locale, style),
      formatDate: (date, style) => formatDate(date, locale, style),
      pageLabel: (style, page, pages) => pageLabel(locale, style, page, pages),
      letterSubject: (position) => fillTemplate(locale.coverLetter.subject, { position }),
      hyphenate: hyphenatorFor(locale.code),
    };
    cache.set(code, adapted);
  }
  return adapted;
}
