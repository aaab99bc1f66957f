import { Link } from 'react-router';

/**
 * A player's username linking to their 360 view: the name the player chose, shown as typed (`data-verbatim`, so the
 * console's all-pages walk reads it as data, never as an untranslated code: `qavwsmj` is a name, not a key).
 */
export function PlayerLink({ userId, username }: { userId: number; username: string }) {
  return (
    <Link to={`/players/${userId}`} data-verbatim>
      {username}
    </Link>
  );
}

/** The render of a table's player column (rows carrying `userId` beside `username`). */
export const renderPlayer = (username: string, row: { userId: number }) => <PlayerLink userId={row.userId} username={username} />;
