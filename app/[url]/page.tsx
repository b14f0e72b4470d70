import { HomePage } from '@/components/home/home-page';

/** Every active menu entry shows the home page (spec §2); the layout has already checked the entry. */
export default function MenuRoutePage() {
  return <HomePage />;
}
