import TermHost

await Application.launch { _ in ViewRoot(rootView: CounterView()) }
