export { formatMediaTime as formatNoteTime } from '@/lib/mediaTime';
