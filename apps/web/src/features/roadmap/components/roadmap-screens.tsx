import { BoardScreen } from './board-screen';
import { ItemScreen } from './item-screen';
import { NewItemScreen } from './new-item-screen';

/** /roadmap/* and /roadmaps/*: '' the board, 'new' a manager's new item, anything else an item's id. */
export function RoadmapScreens({ subPath }: { subPath: string }) {
  const [segment = ''] = subPath.split('/').filter(Boolean);
  if (!segment) return <BoardScreen />;
  if (segment === 'new') return <NewItemScreen />;
  return <ItemScreen key={segment} itemId={segment} />;
}
