import { formWords } from '../../lib/forms/words.ts';
import { localePath, type Locale } from '../../lib/i18n/locales.ts';
import { IntentLink } from '../../lib/layout/intent-link.tsx';
import { FormBlockView } from './form-block.tsx';
import styles from './messages.module.css';
import { GRIEVANCE_PATH, STATUS_PATH } from './rules.ts';

/** /grievance (and /hi/grievance): the grievance form on a page of its own, with what happens to a grievance. */
export function GrievancePage({ schoolName, locale }: { schoolName: string; locale: Locale }) {
  const t = formWords(locale);
  return (
    <article className={`container section ${styles.page}`} aria-labelledby="page-title">
      <h1 id="page-title">{t('grievancePage.title')}</h1>
      <p className="lead">{t('grievancePage.lead', { school: schoolName })}</p>
      <p>
        {t.rich('grievancePage.safety', {
          status: (chunks) => <IntentLink href={localePath(locale, STATUS_PATH)}>{chunks}</IntentLink>,
        })}
      </p>
      <FormBlockView kind="grievance" action={GRIEVANCE_PATH} />
    </article>
  );
}
