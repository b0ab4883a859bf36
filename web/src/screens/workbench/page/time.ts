import dayjs from 'dayjs';

/** A time as the edit screens name it (local time, to the second). */
export const formatTime = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm:ss');
