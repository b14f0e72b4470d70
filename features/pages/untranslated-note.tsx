import { getTranslations } from 'next-intl/server';

/**
 * Said on a Hindi page whose main text is shown in English, the school having written no Hindi for it yet
 * (never a machine translation).
 */
export async function UntranslatedNote() {
  const t = await getTranslations('pages');
  return (
    <p className="note untranslated-note" role="note">
      {t('untranslated')}
    </p>
  );
}
