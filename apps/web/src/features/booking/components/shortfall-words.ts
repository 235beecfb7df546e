import { DEFAULT_LANGUAGE } from '@staybook/contract/languages';
import { useLanguage, useT } from '../../../lib/i18n';
import { type PartyShortfall, shortfallText } from '../logic/guests';

/**
 * The party-shortfall note in the page's language (issue 43): English's is `shortfallText`, another language words
 * the same facts (`stay.shortfall`, in the dialogs area the rooms and review pages load with their routes).
 */
export function useShortfallText(): (facts: PartyShortfall) => string {
  const t = useT('dialogs');
  const lang = useLanguage();
  return (facts) => (lang === DEFAULT_LANGUAGE ? shortfallText(facts) : t('stay.shortfall', { ...facts }));
}
