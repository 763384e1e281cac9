import TermHost

Application.launch { _ in ViewRoot(rootView: CounterView()) }
