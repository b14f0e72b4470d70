import { formWords } from '../../lib/forms/words.ts';
import styles from '../messages/messages.module.css';
import type { AlertsAnswer } from './answer.ts';
import type { getSignupContext } from './server.ts';
import { SignupForm } from './signup-form.tsx';
import { alertWords } from './words.ts';

type AlertsPageProps = {
  schoolName: string;
  /** Whether this deployment sends mail (SMTP_URL): without it, a sign-up could never be confirmed. */
  mailOn: boolean;
  context: Awaited<ReturnType<typeof getSignupContext>>;
  answer: AlertsAnswer | undefined;
};

/** /alerts: what the alerts are, the e-mail sign-up, and once sent, "check your mail". */
export function AlertsPage({ schoolName, mailOn, context, answer }: AlertsPageProps) {
  const t = alertWords(context.locale);
  if (answer?.kind === 'sent')
    return (
      <article className={`container section ${styles.page}`} aria-labelledby="page-title">
        <div className={styles.panel}>
          <h1 id="page-title">{t('sent.title')}</h1>
          <p>{t('sent.text')}</p>
        </div>
        <p>{t('sent.noMail')}</p>
      </article>
    );
  return (
    <article className={`container section ${styles.page}`} aria-labelledby="page-title">
      <h1 id="page-title">{t('title')}</h1>
      {!mailOn ? (
        <p>{t('mailOff', { school: schoolName })}</p>
      ) : (
        <>
          <p>{t('lead', { school: schoolName })}</p>
          <p>{t('pushNote')}</p>
          <SignupForm
            locale={context.locale}
            stamp={context.stamp}
            privacyNotice={context.privacyNotice}
            answer={answer?.kind === 'invalid' ? answer : undefined}
          />
        </>
      )}
    </article>
  );
}

/** The page's title: "check your mail" once sent, GOV.UK's "Error: " first while the form has errors. */
export function alertsTitle(answer: AlertsAnswer | undefined, locale: Parameters<typeof alertWords>[0]): string {
  const t = alertWords(locale);
  if (answer?.kind === 'sent') return t('sent.title');
  return answer?.kind === 'invalid' ? formWords(locale)('summary.pageTitle', { title: t('title') }) : t('title');
}
