import { Component, type ReactNode } from 'react';
import SectionStatus from '../status/SectionStatus';

interface State {
  error: Error | null;
}

/** A section whose body throws while drawing shows its error; the rest of the page keeps working. */
export default class SectionBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  render() {
    const { error } = this.state;
    if (error)
      return <SectionStatus kind="error" message={error.message} onAction={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
