import VisitReportScreen from './VisitReportScreen';

/** `/visitStat`: page views and visitors per day, page and user. */
export default function VisitStat() {
  return <VisitReportScreen name="visit-stat" testId="visit-stat" />;
}
