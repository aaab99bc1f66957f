import dayjs from 'dayjs';

/** A time as every record screen shows it: local, `YYYY-MM-DD HH:mm:ss`. */
export const formatTime = (iso: string): string => dayjs(iso).format('YYYY-MM-DD HH:mm:ss');
