import { MessageForm } from './message-form.tsx';
import { FORMS, type FormKind } from './rules.ts';
import { getFormContext, getMessageAnswer } from './server.ts';

/** A form placed in a page's body (the Form block), answered on the page at `action`. */
export async function FormBlockView({ kind, action }: { kind: unknown; action: string }) {
  if (!FORMS.includes(kind as FormKind)) return null;
  const form = kind as FormKind;
  const [context, answer] = await Promise.all([getFormContext(form), getMessageAnswer()]);
  const own = answer?.form === form && answer.kind === 'invalid' ? answer : undefined;
  return <MessageForm kind={form} action={action} {...context} answer={own} />;
}
