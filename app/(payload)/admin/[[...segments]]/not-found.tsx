import { generatePageMetadata, NotFoundPage } from '@payloadcms/next/views';
import type { Metadata } from 'next';
import config from '@payload-config';
import { importMap } from '../importMap.js';

type AdminProps = {
  params: Promise<{ segments: string[] }>;
  searchParams: Promise<Record<string, string | string[]>>;
};

export const generateMetadata = ({ params, searchParams }: AdminProps): Promise<Metadata> =>
  generatePageMetadata({ config, params, searchParams });

export default function AdminNotFound({ params, searchParams }: AdminProps) {
  return NotFoundPage({ config, params, searchParams, importMap });
}
