/**
 * `DATABASE_URL=… SCHOOLS_FROM=2 SCHOOLS_TO=200 SCHOOL_DOMAIN=school-{n}.test node bench/seed-schools.ts`
 * (scripts/bench-schools.ts runs it): adds schools FROM to TO to a prepared deployment (migrated, its first
 * school imported), school n at SCHOOL_DOMAIN with {n} replaced, each started from the starter content as
 * `npm run schools -- add` starts one, in one process (the command's own start-up paid once). With
 * ADMIN_EMAIL and ADMIN_PASSWORD, then a group admin, who may edit every school.
 */
import { getPayload } from 'payload';
import { USERS_COMMAND_CONTEXT } from '../features/accounts/collection.ts';

const from = Number(process.env.SCHOOLS_FROM ?? 2);
const to = Number(process.env.SCHOOLS_TO ?? 1);
const domainOf = (n: number) => (process.env.SCHOOL_DOMAIN ?? 'school-{n}.test').replace('{n}', String(n));
const admin = { email: process.env.ADMIN_EMAIL ?? '', password: process.env.ADMIN_PASSWORD ?? '' };

const { default: config } = await import('../cms/payload.config.ts');
const payload = await getPayload({ config });
const as = { depth: 0, overrideAccess: true } as const;
for (let n = from; n <= to; n += 1)
  await payload.create({ collection: 'schools', data: { name: `Bench School ${n}`, domain: domainOf(n) }, ...as });
if (admin.email)
  await payload.create({
    collection: 'users',
    data: { ...admin, role: 'group-admin' },
    overrideAccess: true,
    context: { [USERS_COMMAND_CONTEXT]: true },
  });
process.exit(0);
