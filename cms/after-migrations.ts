import type { Payload } from 'payload';

/**
 * What a collection asks to run once, after the migration named has been applied: data its SQL cannot
 * make, such as the text read from the files already uploaded. A step does only what is missing, so it
 * can run again: after a restore, whose rows may come from before the migration. Registered in the collection's own config
 * (`custom.afterMigrations`), so cms/ runs it without knowing the feature. It runs after every migration
 * has, through Payload, whose queries need today's tables.
 */
export type AfterMigrations = { after: readonly string[]; run: (payload: Payload) => Promise<void> };

function stepOf(custom: Record<string, unknown> | undefined): AfterMigrations | undefined {
  const step = custom?.afterMigrations as AfterMigrations | undefined;
  return step && Array.isArray(step.after) && typeof step.run === 'function' ? step : undefined;
}

/** Each collection's step whose migration is among those just `applied`, in the config's order. */
export async function runAfterMigrations(payload: Payload, applied: readonly string[]): Promise<void> {
  for (const collection of payload.config.collections) {
    const step = stepOf(collection.custom);
    if (step?.after.some((name) => applied.includes(name))) await step.run(payload);
  }
}

/** Every collection's step, whatever was applied: after a restore, over the rows put back. */
export async function runEveryAfterMigrationsStep(payload: Payload): Promise<void> {
  for (const collection of payload.config.collections) await stepOf(collection.custom)?.run(payload);
}
