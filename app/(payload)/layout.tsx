import config from '@payload-config';
import '@payloadcms/next/css';
import { handleServerFunctions, RootLayout } from '@payloadcms/next/layouts';
import type { ServerFunctionClient } from 'payload';
import type { ReactNode } from 'react';
import { adminServerFunctions } from '@/cms/admin-server-functions';
import { importMap } from './admin/importMap.js';

// The admin's own root layout: none of the site's layout, styles or scripts, and none of this reaches
// the site's pages (app/(site) never imports Payload's UI).
const serverFunction: ServerFunctionClient = async function (args) {
  'use server';
  return handleServerFunctions({ ...args, config, importMap, serverFunctions: adminServerFunctions });
};

export default function PayloadLayout({ children }: { children: ReactNode }) {
  return (
    <RootLayout config={config} importMap={importMap} serverFunction={serverFunction}>
      {children}
    </RootLayout>
  );
}
