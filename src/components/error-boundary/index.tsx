import { Component, type ErrorInfo, type ReactNode } from 'react'
import { StateBlock } from '../state-block'

interface Props {
  children: ReactNode
  /** When this changes (e.g. the location), a shown error is cleared. */
  resetKey?: string
}

interface State {
  error: Error | null
}

/** Catches a page that throws while rendering and offers a retry instead of a white screen. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null }

  static getDerivedStateFromError(error: Error): State {
    return { error }
  }

  componentDidUpdate(prev: Props): void {
    if (this.state.error && prev.resetKey !== this.props.resetKey) this.setState({ error: null })
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    // The message only: never the store or request headers, which may hold the token.
    console.error('页面出错', error.message, info.componentStack?.split('\n')[1]?.trim())
  }

  render() {
    if (!this.state.error) return this.props.children
    return (
      <StateBlock kind="error" role="alert" title="页面出错了" description="请稍后重试，或返回首页">
        <button type="button" className="app-button" onClick={() => this.setState({ error: null })}>
          重试
        </button>
      </StateBlock>
    )
  }
}
