import { Component, type ErrorInfo, type ReactNode } from 'react'
import { StateBlock } from '../state-block'

interface Props {
  children: ReactNode
  /** When this changes (e.g. the location), a shown error is cleared. */
  resetKey?: string
  /** What to show instead of the failed part; `retry` renders it again. */
  fallback?: (error: Error, retry: () => void) => ReactNode
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

  private retry = () => this.setState({ error: null })

  render() {
    const { error } = this.state
    if (!error) return this.props.children
    if (this.props.fallback) return this.props.fallback(error, this.retry)
    return (
      <StateBlock kind="error" role="alert" title="页面出错了" description="请稍后重试，或返回首页">
        <button type="button" className="app-button" onClick={this.retry}>
          重试
        </button>
      </StateBlock>
    )
  }
}
