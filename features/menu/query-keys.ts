export const menuQueryKey = ['cms', 'menu'] as const;
export const socialQueryKey = ['cms', 'social'] as const;
