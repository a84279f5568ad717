import {
  BookOpen, Bell, Building2, Calendar, ChartLine, Check, Clock, CreditCard, FolderOpen, Globe, Handshake,
  KeyRound, LayoutDashboard, MessagesSquare, Presentation, Receipt, Settings, ShieldCheck, Sparkles, Users, NotebookPen,
  type LucideIcon,
} from 'lucide-react';
import type { IconName } from '../content/types';

const icons: Record<IconName, LucideIcon> = {
  ledger: NotebookPen,
  receipt: Receipt,
  building: Building2,
  chart: ChartLine,
  gear: Settings,
  shield: ShieldCheck,
  clock: Clock,
  chat: MessagesSquare,
  folder: FolderOpen,
  dashboard: LayoutDashboard,
  card: CreditCard,
  bell: Bell,
  key: KeyRound,
  globe: Globe,
  users: Users,
  check: Check,
  calendar: Calendar,
  spark: Sparkles,
  presentation: Presentation,
  handshake: Handshake,
  book: BookOpen,
};

/** A decorative line icon (ISC-licensed Lucide set); the text beside it carries the meaning. */
export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  const Glyph = icons[name];
  return <Glyph size={size} className={className} aria-hidden="true" focusable="false" strokeWidth={1.75} />;
}
