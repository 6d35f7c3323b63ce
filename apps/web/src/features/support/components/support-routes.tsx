import { Route, Routes } from 'react-router';
import { NewTicketScreen } from './new-ticket-screen';
import { SupportScope, type SupportScopeValue } from './support-scope';
import { TicketDetailScreen } from './ticket-detail-screen';
import { TicketListScreen } from './ticket-list-screen';

/** The list, the new-ticket form and a ticket, under `scope.base`: the same screens in the app and in the frame. */
export function SupportRoutes({ scope }: { scope: SupportScopeValue }) {
  return (
    <SupportScope value={scope}>
      <Routes>
        <Route index element={<TicketListScreen />} />
        <Route path="new" element={<NewTicketScreen />} />
        <Route path=":ticketId" element={<TicketDetailScreen />} />
        <Route path="*" element={<TicketListScreen />} />
      </Routes>
    </SupportScope>
  );
}
