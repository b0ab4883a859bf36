import { useEffect, useRef } from 'react';
import { App } from 'antd';
import type { LocalizedMessage } from '@tessera/schema/dsl';
import { useRenderer } from '../../context';

/**
 * Spec section 8: a chart config that cannot be built shows a warning toast (the chart falls back to an empty
 * default). One toast per failed build: the warnings array is the build's, so a re-render of the same build,
 * or React running the effect twice, does not toast again; a new failing build (new rows, new pick) does.
 */
export function useBuildWarnings(warnings: readonly LocalizedMessage[] | undefined): void {
  const { message } = App.useApp();
  const { lang } = useRenderer();
  const shown = useRef<readonly LocalizedMessage[] | undefined>(undefined);
  useEffect(() => {
    if (!warnings || warnings.length === 0 || shown.current === warnings) return;
    shown.current = warnings;
    for (const text of new Set(warnings.map((warning) => warning[lang]))) void message.warning(text);
  }, [warnings, lang, message]);
}
