import type { NextRequest } from 'next/server';
import { loadMenuAt } from '@/features/menu/load';
import { findActiveEntry } from '@/features/menu/rules';
import { answerMessageForm } from '@/features/messages/form-route';
import type { FormKind } from '@/features/messages/rules';
import { pageShowsForm } from '@/features/pages/forms';

// Every parent's form (enquiry, contact, grievance) is POSTed here and answered on the page it names
// (features/messages/form-route.ts): a form is taken only on a page the menu publishes and whose body shows it.
async function shownOnPublishedPage(slug: string, kind: FormKind, notBefore: number): Promise<boolean> {
  const menu = await loadMenuAt(notBefore);
  return menu.ok && findActiveEntry(menu.items, slug) !== undefined && pageShowsForm(slug, kind, notBefore);
}

export function POST(request: NextRequest): Promise<Response> {
  return answerMessageForm(request, shownOnPublishedPage);
}
