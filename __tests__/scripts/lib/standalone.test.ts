import { JEMALLOC_CONF, serverEnv } from '../../../scripts/lib/standalone';

const JEMALLOC = '/usr/lib/x86_64-linux-gnu/libjemalloc.so.2';
/** An environment of just these variables (the type wants NODE_ENV, which the server does not need). */
const env = (variables: Record<string, string>) => variables as NodeJS.ProcessEnv;

describe('the environment the build runs in', () => {
  it('preloads jemalloc where it is installed, set to hand freed pages back after a second', () => {
    expect(serverEnv(env({ PORT: '3000' }), JEMALLOC)).toEqual({
      PORT: '3000',
      LD_PRELOAD: JEMALLOC,
      MALLOC_CONF: JEMALLOC_CONF,
    });
    expect(JEMALLOC_CONF).toContain('background_thread:true');
  });

  it('holds glibc’s malloc to two arenas where jemalloc is not installed', () => {
    expect(serverEnv(env({ PORT: '3000' }), null)).toEqual({ PORT: '3000', MALLOC_ARENA_MAX: '2' });
  });

  it('keeps what the operator set: their own preload, their own jemalloc settings', () => {
    expect(serverEnv(env({ LD_PRELOAD: '/opt/tcmalloc.so' }), JEMALLOC)).toEqual({
      LD_PRELOAD: '/opt/tcmalloc.so',
      MALLOC_ARENA_MAX: '2',
    });
    expect(serverEnv(env({ MALLOC_CONF: 'narenas:1' }), JEMALLOC).MALLOC_CONF).toBe('narenas:1');
  });
});
