import VisitReportScreen from './VisitReportScreen';

/** `/userFlow`: where the visitors of a start page went next. */
export default function UserFlow() {
  return <VisitReportScreen name="user-flow" testId="user-flow" />;
}
